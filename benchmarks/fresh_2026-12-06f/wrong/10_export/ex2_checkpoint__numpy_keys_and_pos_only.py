# Mistake: "restore everything ... and all random generators" — NumPy's state is saved as its key array and position only; the cached Gaussian (has_gauss, gauss) is dropped, so after an odd number of np.random normal draws the restored generator differs
import random

import numpy as np
import torch


def save_checkpoint(path, model, optimizer, scheduler, step):
    _, keys, pos, _, _ = np.random.get_state()
    ckpt = {
        "model": model.state_dict(),
        "optimizer": optimizer.state_dict(),
        "scheduler": scheduler.state_dict(),
        "step": step,
        "torch_rng": torch.get_rng_state(),
        "numpy_keys": torch.from_numpy(keys.astype(np.int64)),
        "numpy_pos": int(pos),
        "python_rng": random.getstate(),
    }
    if torch.cuda.is_available():
        ckpt["cuda_rng"] = torch.cuda.get_rng_state_all()
    torch.save(ckpt, path)


def load_checkpoint(path, model, optimizer, scheduler):
    ckpt = torch.load(path, map_location="cpu", weights_only=True)
    model.load_state_dict(ckpt["model"])
    optimizer.load_state_dict(ckpt["optimizer"])
    scheduler.load_state_dict(ckpt["scheduler"])
    torch.set_rng_state(ckpt["torch_rng"])
    np.random.set_state(("MT19937", ckpt["numpy_keys"].numpy().astype(np.uint32), ckpt["numpy_pos"]))
    v, s, g = ckpt["python_rng"]
    random.setstate((v, tuple(s), g))
    if "cuda_rng" in ckpt and torch.cuda.is_available():
        torch.cuda.set_rng_state_all(ckpt["cuda_rng"])
    return ckpt["step"]
