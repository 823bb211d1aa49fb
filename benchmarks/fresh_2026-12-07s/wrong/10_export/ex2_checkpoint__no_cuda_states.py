# Mistake: "and, when torch.cuda.is_available(), the CUDA ones: torch.cuda.get_rng_state_all()" - saves and restores only the PyTorch CPU, NumPy and Python states, so on a machine with CUDA the GPU generators are neither saved nor restored.
def save_checkpoint(path, model, optimizer, scheduler, step):
    np_state = np.random.get_state()
    torch.save({
        "model": model.state_dict(),
        "optimizer": optimizer.state_dict(),
        "scheduler": scheduler.state_dict(),
        "step": step,
        "torch_rng": torch.get_rng_state(),
        "numpy_rng": [np_state[0], np_state[1].tolist(), int(np_state[2]), int(np_state[3]), float(np_state[4])],
        "python_rng": random.getstate(),
    }, path)

def load_checkpoint(path, model, optimizer, scheduler):
    ckpt = torch.load(path, map_location="cpu", weights_only=True)
    model.load_state_dict(ckpt["model"])
    optimizer.load_state_dict(ckpt["optimizer"])
    scheduler.load_state_dict(ckpt["scheduler"])
    torch.set_rng_state(ckpt["torch_rng"])
    name, keys, pos, has_gauss, cached = ckpt["numpy_rng"]
    np.random.set_state((name, np.array(keys, dtype=np.uint32), pos, has_gauss, cached))
    random.setstate(ckpt["python_rng"])
    return ckpt["step"]
