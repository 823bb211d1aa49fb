# Mistake: "`path`: a `str`, a file name (`checkpoint.pt`, `run 1.ckpt` or `last`) ... where ... an older checkpoint or other bytes are (overwrite them)" and "it writes the one file `path`": a `.pt` extension is appended when missing, so for `run 1.ckpt` or `last` the checkpoint goes to `run 1.ckpt.pt` / `last.pt` and the file at path is left as it was (load_checkpoint reads the renamed file back, so the round trip hides it).
import os
import random


def _file(path):
    return path if path.endswith(".pt") else path + ".pt"


def save_checkpoint(path, model, optimizer, scheduler, step):
    kind, keys, pos, has_gauss, cached = np.random.get_state()
    torch.save({"model": model.state_dict(), "optimizer": optimizer.state_dict(),
                "scheduler": scheduler.state_dict(), "step": step,
                "torch_rng": torch.get_rng_state(),
                "numpy_rng": {"kind": kind, "keys": keys.tolist(), "pos": pos, "has_gauss": has_gauss,
                              "cached": cached},
                "python_rng": random.getstate(),
                "cuda_rng": torch.cuda.get_rng_state_all() if torch.cuda.is_available() else None},
               _file(path))


def load_checkpoint(path, model, optimizer, scheduler):
    ckpt = torch.load(_file(path), map_location="cpu", weights_only=True)
    model.load_state_dict(ckpt["model"])
    optimizer.load_state_dict(ckpt["optimizer"])
    scheduler.load_state_dict(ckpt["scheduler"])
    torch.set_rng_state(ckpt["torch_rng"])
    n = ckpt["numpy_rng"]
    np.random.set_state((n["kind"], np.array(n["keys"], dtype=np.uint32), n["pos"], n["has_gauss"], n["cached"]))
    random.setstate(ckpt["python_rng"])
    if ckpt["cuda_rng"] is not None and torch.cuda.is_available():
        torch.cuda.set_rng_state_all(ckpt["cuda_rng"])
    return ckpt["step"]
