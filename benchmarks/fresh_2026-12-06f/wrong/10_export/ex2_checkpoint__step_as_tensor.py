# Mistake: "return `step`" / "the step returned as the `int` it was" — the step is stored as a tensor (to keep the file all tensors) and returned as that 0-d int64 tensor, not a Python int
import random

import numpy as np
import torch


def save_checkpoint(path, model, optimizer, scheduler, step):
    name, keys, pos, has_gauss, gauss = np.random.get_state()
    torch.save({
        "model": model.state_dict(),
        "optimizer": optimizer.state_dict(),
        "scheduler": scheduler.state_dict(),
        "step": torch.tensor(step, dtype=torch.int64),
        "rng": {
            "torch": torch.get_rng_state(),
            "cuda": torch.cuda.get_rng_state_all() if torch.cuda.is_available() else None,
            "numpy": [name, keys.tolist(), int(pos), int(has_gauss), float(gauss)],
            "python": random.getstate(),
        },
    }, path)


def load_checkpoint(path, model, optimizer, scheduler):
    ckpt = torch.load(path, map_location="cpu", weights_only=True)
    model.load_state_dict(ckpt["model"])
    optimizer.load_state_dict(ckpt["optimizer"])
    scheduler.load_state_dict(ckpt["scheduler"])
    rng = ckpt["rng"]
    torch.set_rng_state(rng["torch"])
    if rng["cuda"] is not None and torch.cuda.is_available():
        torch.cuda.set_rng_state_all(rng["cuda"])
    name, keys, pos, has_gauss, gauss = rng["numpy"]
    np.random.set_state((name, np.asarray(keys, dtype=np.uint32), pos, has_gauss, gauss))
    v, s, g = rng["python"]
    random.setstate((v, tuple(s), g))
    return ckpt["step"]
