# Mistake: "restore everything into the given (freshly built) objects" — saves only the scheduler's last_epoch and sets that attribute on the fresh scheduler, so its _step_count, _last_lr (get_last_lr()) and other fields stay those of a fresh scheduler: the scheduler's state after loading is not the saved one
import random
import numpy as np

def save_checkpoint(path, model, optimizer, scheduler, step):
    s = np.random.get_state()
    ckpt = {"model": model.state_dict(), "optimizer": optimizer.state_dict(),
            "scheduler_epoch": scheduler.last_epoch, "step": step,
            "torch_rng": torch.get_rng_state(),
            "numpy_rng": [s[0], s[1].tolist(), int(s[2]), int(s[3]), float(s[4])],
            "python_rng": random.getstate()}
    if torch.cuda.is_available():
        ckpt["cuda_rng"] = torch.cuda.get_rng_state_all()
    torch.save(ckpt, path)

def load_checkpoint(path, model, optimizer, scheduler):
    ckpt = torch.load(path, map_location="cpu", weights_only=True)
    model.load_state_dict(ckpt["model"])
    optimizer.load_state_dict(ckpt["optimizer"])
    scheduler.last_epoch = ckpt["scheduler_epoch"]
    torch.set_rng_state(ckpt["torch_rng"])
    name, keys, pos, has_gauss, gauss = ckpt["numpy_rng"]
    np.random.set_state((name, np.array(keys, dtype=np.uint32), pos, has_gauss, gauss))
    version, internal, g = ckpt["python_rng"]
    random.setstate((version, tuple(internal), g))
    if "cuda_rng" in ckpt and torch.cuda.is_available():
        torch.cuda.set_rng_state_all(ckpt["cuda_rng"])
    return ckpt["step"]
