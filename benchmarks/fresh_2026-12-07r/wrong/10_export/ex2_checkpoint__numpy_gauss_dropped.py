# Mistake: "every random generator as it was when `save_checkpoint` was called" -- stores only NumPy's key and position (has_gauss and the cached Gaussian reset to 0), so after an odd number of np.random.randn/normal draws the resumed NumPy stream differs.
import random as _random

def save_checkpoint(path, model, optimizer, scheduler, step):
    _, keys, pos, _, _ = np.random.get_state()
    state = {"model": model.state_dict(), "optimizer": optimizer.state_dict(),
             "scheduler": scheduler.state_dict(), "step": step,
             "torch_rng": torch.get_rng_state(), "numpy_keys": torch.from_numpy(keys.astype(np.int64)),
             "numpy_pos": int(pos), "python_rng": _random.getstate()}
    if torch.cuda.is_available():
        state["cuda_rng"] = torch.cuda.get_rng_state_all()
    torch.save(state, path)

def load_checkpoint(path, model, optimizer, scheduler):
    ckpt = torch.load(path, map_location="cpu", weights_only=True)
    model.load_state_dict(ckpt["model"])
    optimizer.load_state_dict(ckpt["optimizer"])
    scheduler.load_state_dict(ckpt["scheduler"])
    torch.set_rng_state(ckpt["torch_rng"])
    np.random.set_state(("MT19937", ckpt["numpy_keys"].numpy().astype(np.uint32), ckpt["numpy_pos"], 0, 0.0))
    _random.setstate(ckpt["python_rng"])
    if "cuda_rng" in ckpt and torch.cuda.is_available():
        torch.cuda.set_rng_state_all(ckpt["cuda_rng"])
    return ckpt["step"]
