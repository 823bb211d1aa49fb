# Mistake: "the PyTorch, NumPy and Python random states" — stores only NumPy's 624-word key array and restores it with the position reset to 624, so the NumPy stream after loading differs from the one at saving (the position and cached Gaussian are lost)
import random
import numpy as np

def save_checkpoint(path, model, optimizer, scheduler, step):
    ckpt = {
        "model": model.state_dict(), "optimizer": optimizer.state_dict(),
        "scheduler": scheduler.state_dict(), "step": step,
        "torch_rng": torch.get_rng_state(),
        "numpy_keys": np.random.get_state()[1].tolist(),
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
    np.random.set_state(("MT19937", np.array(ckpt["numpy_keys"], dtype=np.uint32), 624, 0, 0.0))
    random.setstate(ckpt["python_rng"])
    if "cuda_rng" in ckpt and torch.cuda.is_available():
        torch.cuda.set_rng_state_all(ckpt["cuda_rng"])
    return ckpt["step"]
