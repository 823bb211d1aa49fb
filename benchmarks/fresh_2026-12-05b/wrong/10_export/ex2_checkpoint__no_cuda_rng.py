# Mistake: "and the PyTorch, NumPy and Python random states (add the CUDA ones, `torch.cuda.get_rng_state_all()`, when `torch.cuda.is_available()`...)" -- never saves nor restores the CUDA generators.
def save_checkpoint(path, model, optimizer, scheduler, step):
    kind, keys, pos, has_gauss, cached = np.random.get_state()
    torch.save({
        "model": model.state_dict(),
        "optimizer": optimizer.state_dict(),
        "scheduler": scheduler.state_dict(),
        "step": step,
        "torch_rng": torch.get_rng_state(),
        "numpy_rng": (kind, keys.tolist(), int(pos), int(has_gauss), float(cached)),
        "python_rng": random.getstate(),
    }, path)

def load_checkpoint(path, model, optimizer, scheduler):
    ck = torch.load(path, map_location="cpu", weights_only=True)
    model.load_state_dict(ck["model"])
    optimizer.load_state_dict(ck["optimizer"])
    scheduler.load_state_dict(ck["scheduler"])
    torch.set_rng_state(ck["torch_rng"])
    kind, keys, pos, has_gauss, cached = ck["numpy_rng"]
    np.random.set_state((kind, np.array(keys, dtype=np.uint32), pos, has_gauss, cached))
    random.setstate(ck["python_rng"])
    return ck["step"]
