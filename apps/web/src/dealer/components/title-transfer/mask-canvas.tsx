// Covering personal numbers on a photo before it leaves the phone (docs/domain.md "Title transfer"): the
// dealer drags boxes over the picture; each box is painted black into the pixels, and only that painted copy
// is uploaded (the server stores what it receives, nothing else).
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { Button } from '@/components/ui/button';
import styles from './transfer-card.module.css';

type Box = { x: number; y: number; w: number; h: number };

/** The longest side the masked copy keeps (enough to read a certificate, small enough to upload). */
const MAX_SIDE = 1600;

/** Draws the picture with its boxes painted over. */
function paint(canvas: HTMLCanvasElement, image: CanvasImageSource, boxes: Box[]) {
  const context = canvas.getContext('2d');
  if (!context) {
    return;
  }
  context.drawImage(image, 0, 0, canvas.width, canvas.height);
  context.fillStyle = '#000';
  for (const box of boxes) {
    context.fillRect(box.x, box.y, box.w, box.h);
  }
}

const normal = (a: { x: number; y: number }, b: { x: number; y: number }): Box => ({
  x: Math.min(a.x, b.x),
  y: Math.min(a.y, b.y),
  w: Math.abs(a.x - b.x),
  h: Math.abs(a.y - b.y),
});

export type MaskCanvasProps = {
  file: File;
  /** The boxes drawn so far (the screen asks for at least one before sending a photo). */
  onBoxes: (count: number) => void;
  /** Hands the caller a way to get the painted copy as a PNG file. */
  onReady: (exportMasked: () => Promise<File>) => void;
};

export function MaskCanvas({ file, onBoxes, onReady }: MaskCanvasProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [image, setImage] = useState<HTMLImageElement | null>(null);
  const [boxes, setBoxes] = useState<Box[]>([]);
  const start = useRef<{ x: number; y: number } | null>(null);

  useEffect(() => {
    const url = URL.createObjectURL(file);
    const loaded = new Image();
    loaded.onload = () => {
      const canvas = canvasRef.current;
      if (canvas) {
        const scale = Math.min(1, MAX_SIDE / Math.max(loaded.naturalWidth, loaded.naturalHeight));
        canvas.width = Math.max(1, Math.round(loaded.naturalWidth * scale));
        canvas.height = Math.max(1, Math.round(loaded.naturalHeight * scale));
      }
      setImage(loaded);
      setBoxes([]);
    };
    loaded.src = url;
    return () => URL.revokeObjectURL(url);
  }, [file]);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (canvas && image) {
      paint(canvas, image, boxes);
    }
    onBoxes(boxes.length);
  }, [image, boxes, onBoxes]);

  useEffect(() => {
    onReady(
      () =>
        new Promise<File>((resolve, reject) => {
          const canvas = canvasRef.current;
          if (!canvas) {
            reject(new Error('no canvas'));
            return;
          }
          canvas.toBlob((blob) => {
            if (blob) {
              resolve(new File([blob], 'transfer-proof.png', { type: 'image/png' }));
            } else {
              reject(new Error('no image'));
            }
          }, 'image/png');
        }),
    );
  }, [onReady]);

  /** The pointer's place in the canvas's own pixels (it is drawn smaller than it is). */
  const pointOf = (event: PointerEvent<HTMLCanvasElement>) => {
    const canvas = event.currentTarget;
    const rect = canvas.getBoundingClientRect();
    return {
      x: ((event.clientX - rect.left) / rect.width) * canvas.width,
      y: ((event.clientY - rect.top) / rect.height) * canvas.height,
    };
  };

  const onDown = (event: PointerEvent<HTMLCanvasElement>) => {
    start.current = pointOf(event);
    // Keep the drag when the finger leaves the picture; a pointer the browser cannot capture is fine too.
    try {
      event.currentTarget.setPointerCapture(event.pointerId);
    } catch {
      // The box still ends where the pointer is released over the canvas.
    }
  };
  const onMove = (event: PointerEvent<HTMLCanvasElement>) => {
    const canvas = canvasRef.current;
    if (!start.current || !canvas || !image) {
      return;
    }
    paint(canvas, image, [...boxes, normal(start.current, pointOf(event))]);
  };
  const onUp = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!start.current) {
      return;
    }
    const box = normal(start.current, pointOf(event));
    start.current = null;
    // A tap is no box: at least a few pixels each way.
    if (box.w >= 4 && box.h >= 4) {
      setBoxes((current) => [...current, box]);
    }
  };

  return (
    <div className={styles.mask}>
      <p className={styles.hint}>
        주민등록번호, 개인 전화번호처럼 가려야 할 곳을 손가락이나 마우스로 끌어 검은 상자로 덮어주세요. 덮은
        그림만 올라갑니다.
      </p>
      <canvas
        ref={canvasRef}
        className={styles.canvas}
        aria-label="서류 사진 가리기"
        onPointerDown={onDown}
        onPointerMove={onMove}
        onPointerUp={onUp}
        onPointerCancel={() => {
          start.current = null;
        }}
      />
      <div className={styles.maskBar}>
        <span className={styles.hint}>가린 곳 {boxes.length}개</span>
        <Button
          variant="outline"
          size="sm"
          disabled={boxes.length === 0}
          onClick={() => setBoxes((current) => current.slice(0, -1))}
        >
          되돌리기
        </Button>
      </div>
    </div>
  );
}
