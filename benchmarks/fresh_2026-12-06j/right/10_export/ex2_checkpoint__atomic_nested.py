# Right: NumPy's keys are stored as an int64 tensor rather than a list, the random states sit in a nested dict, the file is written to a temporary name and os.replace()d over `path`, and the CUDA states are restored only when saved and available.
import os

def save_checkpoint(path, model, optimizer, scheduler, step):
    kind, keys, pos, has_gauss, cached = np.random.get_state()
    rngs = {"torch": torch.get_rng_state(),
            "numpy": {"kind": str(kind), "keys": torch.from_numpy(keys.astype(np.int64)), "pos": int(pos),
                      "has_gauss": int(has_gauss), "cached": float(cached)},
            "python": random.getstate()}
    if torch.cuda.is_available():
        rngs["cuda"] = torch.cuda.get_rng_state_all()
    payload = {"step": int(step), "model": model.state_dict(), "optimizer": optimizer.state_dict(),
               "scheduler": scheduler.state_dict(), "rng": rngs}
    tmp = f"{path}.tmp"
    torch.save(payload, tmp)
    os.replace(tmp, path)

def load_checkpoint(path, model, optimizer, scheduler):
    payload = torch.load(path, map_location="cpu", weights_only=True)
    model.load_state_dict(payload["model"])
    optimizer.load_state_dict(payload["optimizer"])
    scheduler.load_state_dict(payload["scheduler"])
    rngs = payload["rng"]
    n = rngs["numpy"]
    np.random.set_state((n["kind"], n["keys"].numpy().astype(np.uint32), n["pos"], n["has_gauss"], n["cached"]))
    random.setstate(rngs["python"])
    torch.set_rng_state(rngs["torch"])
    if "cuda" in rngs and torch.cuda.is_available():
        torch.cuda.set_rng_state_all(rngs["cuda"])
    return int(payload["step"])
