# Right: NumPy's legacy tuple flattened to plain Python values, the file written to a temporary name and os.replace()d over path (same folder), RNGs restored last.
import os
import random as _random

def save_checkpoint(path, model, optimizer, scheduler, step):
    name, keys, pos, has_gauss, cached = np.random.get_state()
    payload = {"model": model.state_dict(), "optimizer": optimizer.state_dict(),
               "scheduler": scheduler.state_dict(), "step": step,
               "rng_torch": torch.get_rng_state(),
               "rng_numpy": [name, [int(v) for v in keys], int(pos), int(has_gauss), float(cached)],
               "rng_python": _random.getstate()}
    if torch.cuda.is_available():
        payload["rng_cuda"] = torch.cuda.get_rng_state_all()
    tmp = path + ".tmp"
    torch.save(payload, tmp)
    os.replace(tmp, path)

def load_checkpoint(path, model, optimizer, scheduler):
    payload = torch.load(path, map_location="cpu", weights_only=True)
    model.load_state_dict(payload["model"])
    optimizer.load_state_dict(payload["optimizer"])
    scheduler.load_state_dict(payload["scheduler"])
    name, keys, pos, has_gauss, cached = payload["rng_numpy"]
    np.random.set_state((name, np.asarray(keys, dtype=np.uint32), pos, has_gauss, cached))
    _random.setstate(payload["rng_python"])
    torch.set_rng_state(payload["rng_torch"])
    if torch.cuda.is_available() and "rng_cuda" in payload:
        torch.cuda.set_rng_state_all(payload["rng_cuda"])
    return payload["step"]
