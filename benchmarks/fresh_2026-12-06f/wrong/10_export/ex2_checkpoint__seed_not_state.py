# Mistake: "the PyTorch, NumPy and Python random states" — PyTorch's generator is saved as torch.initial_seed() and restored with manual_seed, which rewinds it to the start of its stream instead of the state at the moment of saving
import random

import numpy as np
import torch


def save_checkpoint(path, model, optimizer, scheduler, step):
    np_state = np.random.get_state()
    ckpt = {
        "model": model.state_dict(),
        "optimizer": optimizer.state_dict(),
        "scheduler": scheduler.state_dict(),
        "step": step,
        "torch_seed": torch.initial_seed(),
        "numpy": [np_state[0], np_state[1].tolist(), int(np_state[2]), int(np_state[3]), float(np_state[4])],
        "python": random.getstate(),
    }
    if torch.cuda.is_available():
        ckpt["cuda"] = torch.cuda.get_rng_state_all()
    torch.save(ckpt, path)


def load_checkpoint(path, model, optimizer, scheduler):
    ckpt = torch.load(path, map_location="cpu", weights_only=True)
    model.load_state_dict(ckpt["model"])
    optimizer.load_state_dict(ckpt["optimizer"])
    scheduler.load_state_dict(ckpt["scheduler"])
    torch.manual_seed(ckpt["torch_seed"])
    name, keys, pos, has_gauss, gauss = ckpt["numpy"]
    np.random.set_state((name, np.array(keys, dtype=np.uint32), pos, has_gauss, gauss))
    version, internal, gauss_next = ckpt["python"]
    random.setstate((version, tuple(internal), gauss_next))
    if "cuda" in ckpt and torch.cuda.is_available():
        torch.cuda.set_rng_state_all(ckpt["cuda"])
    return ckpt["step"]
