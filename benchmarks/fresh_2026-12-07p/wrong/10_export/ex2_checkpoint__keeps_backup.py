# Mistake: "it writes the one file `path`" and "`path` ... where nothing is yet, or an older checkpoint or other bytes are (overwrite them)": an older file at `path` is first renamed to `path + ".bak"` to keep the previous checkpoint, so a second file is left in the folder whenever something was already at `path`.
import os


def save_checkpoint(path, model, optimizer, scheduler, step):
    kind, keys, pos, has_gauss, cached = np.random.get_state()
    ckpt = {"model": model.state_dict(), "optimizer": optimizer.state_dict(),
            "scheduler": scheduler.state_dict(), "step": step,
            "torch_rng": torch.get_rng_state(),
            "numpy_rng": {"kind": kind, "keys": keys.tolist(), "pos": int(pos),
                          "has_gauss": int(has_gauss), "cached": float(cached)},
            "python_rng": random.getstate(),
            "cuda_rng": torch.cuda.get_rng_state_all() if torch.cuda.is_available() else None}
    if os.path.exists(path):
        os.replace(path, path + ".bak")                 # keep the previous checkpoint, just in case
    torch.save(ckpt, path)

def load_checkpoint(path, model, optimizer, scheduler):
    ckpt = torch.load(path, map_location="cpu", weights_only=True)
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
