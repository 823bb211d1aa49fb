# Mistake: "after `load_checkpoint`: ... every random generator as it was when `save_checkpoint` was called": NumPy's state is stored as its kind, keys and position only; the cached Gaussian (has_gauss, cached_gaussian) is dropped, so when the run had drawn an odd number of np.random.randn values before saving, the restored generator returns a different next normal value.
import random


def save_checkpoint(path, model, optimizer, scheduler, step):
    kind, keys, pos = np.random.get_state()[:3]
    torch.save({"model": model.state_dict(), "optimizer": optimizer.state_dict(),
                "scheduler": scheduler.state_dict(), "step": step,
                "torch_rng": torch.get_rng_state(),
                "numpy_rng": [kind, keys.tolist(), int(pos)],
                "python_rng": random.getstate(),
                "cuda_rng": torch.cuda.get_rng_state_all() if torch.cuda.is_available() else None}, path)


def load_checkpoint(path, model, optimizer, scheduler):
    ckpt = torch.load(path, map_location="cpu", weights_only=True)
    model.load_state_dict(ckpt["model"])
    optimizer.load_state_dict(ckpt["optimizer"])
    scheduler.load_state_dict(ckpt["scheduler"])
    torch.set_rng_state(ckpt["torch_rng"])
    kind, keys, pos = ckpt["numpy_rng"]
    np.random.set_state((kind, np.array(keys, dtype=np.uint32), pos))
    random.setstate(ckpt["python_rng"])
    if ckpt["cuda_rng"] is not None and torch.cuda.is_available():
        torch.cuda.set_rng_state_all(ckpt["cuda_rng"])
    return ckpt["step"]
