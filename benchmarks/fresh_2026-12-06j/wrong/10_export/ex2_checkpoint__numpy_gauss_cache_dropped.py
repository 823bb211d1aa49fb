# Mistake: "after `load_checkpoint`: ... every random generator as it was when `save_checkpoint` was called": NumPy's state is stored as only (kind, keys, pos); its cached Gaussian (has_gauss, cached_gaussian) is dropped, so after an odd number of np.random.randn/normal draws before saving, the restored generator differs (set_state with 3 items resets the cache).
def save_checkpoint(path, model, optimizer, scheduler, step):
    kind, keys, pos = np.random.get_state()[:3]
    ckpt = {"model": model.state_dict(), "optimizer": optimizer.state_dict(), "scheduler": scheduler.state_dict(),
            "step": step, "torch_rng": torch.get_rng_state(), "python_rng": random.getstate(),
            "numpy_rng": (kind, keys.tolist(), int(pos))}
    if torch.cuda.is_available():
        ckpt["cuda_rng"] = torch.cuda.get_rng_state_all()
    torch.save(ckpt, path)

def load_checkpoint(path, model, optimizer, scheduler):
    ckpt = torch.load(path, map_location="cpu", weights_only=True)
    model.load_state_dict(ckpt["model"])
    optimizer.load_state_dict(ckpt["optimizer"])
    scheduler.load_state_dict(ckpt["scheduler"])
    kind, keys, pos = ckpt["numpy_rng"]
    np.random.set_state((kind, np.array(keys, dtype=np.uint32), pos))
    random.setstate(ckpt["python_rng"])
    torch.set_rng_state(ckpt["torch_rng"])
    if "cuda_rng" in ckpt and torch.cuda.is_available():
        torch.cuda.set_rng_state_all(ckpt["cuda_rng"])
    return ckpt["step"]
