# Mistake: "the CUDA ones: `torch.cuda.get_rng_state_all()`, one state per GPU, restored with `torch.cuda.set_rng_state_all()`" -- saves and restores only the current GPU's generator (torch.cuda.get_rng_state / set_rng_state), so on a multi-GPU machine the other GPUs' generators are not resumed.
import random as _random

def _np_state_plain():
    name, keys, pos, has_gauss, cached = np.random.get_state()
    return {"name": name, "keys": keys.tolist(), "pos": int(pos), "has_gauss": int(has_gauss), "cached": float(cached)}

def _np_state_restore(s):
    np.random.set_state((s["name"], np.array(s["keys"], dtype=np.uint32), s["pos"], s["has_gauss"], s["cached"]))

def save_checkpoint(path, model, optimizer, scheduler, step):
    state = {"model": model.state_dict(), "optimizer": optimizer.state_dict(),
             "scheduler": scheduler.state_dict(), "step": step,
             "torch_rng": torch.get_rng_state(), "numpy_rng": _np_state_plain(),
             "python_rng": _random.getstate()}
    if torch.cuda.is_available():
        state["cuda_rng"] = torch.cuda.get_rng_state()
    torch.save(state, path)

def load_checkpoint(path, model, optimizer, scheduler):
    ckpt = torch.load(path, map_location="cpu", weights_only=True)
    model.load_state_dict(ckpt["model"])
    optimizer.load_state_dict(ckpt["optimizer"])
    scheduler.load_state_dict(ckpt["scheduler"])
    torch.set_rng_state(ckpt["torch_rng"])
    _np_state_restore(ckpt["numpy_rng"])
    _random.setstate(ckpt["python_rng"])
    if "cuda_rng" in ckpt and torch.cuda.is_available():
        torch.cuda.set_rng_state(ckpt["cuda_rng"])
    return ckpt["step"]
