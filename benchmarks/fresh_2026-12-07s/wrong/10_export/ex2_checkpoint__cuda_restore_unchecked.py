# Mistake: "torch.cuda.set_rng_state_all for the CUDA ones, when they were saved and CUDA is available" - restores the CUDA states whenever the file holds them, without checking torch.cuda.is_available(), so a checkpoint written on a GPU machine fails to load on this CPU-only one.
def save_checkpoint(path, model, optimizer, scheduler, step):
    np_state = np.random.get_state()
    ckpt = {"model": model.state_dict(), "optimizer": optimizer.state_dict(),
            "scheduler": scheduler.state_dict(), "step": step,
            "torch_rng": torch.get_rng_state(),
            "numpy_rng": (np_state[0], np_state[1].tolist(), np_state[2], np_state[3], np_state[4]),
            "python_rng": random.getstate()}
    if torch.cuda.is_available():
        ckpt["cuda_rng"] = torch.cuda.get_rng_state_all()
    torch.save(ckpt, path)

def load_checkpoint(path, model, optimizer, scheduler):
    ckpt = torch.load(path, map_location="cpu", weights_only=True)
    model.load_state_dict(ckpt["model"])
    optimizer.load_state_dict(ckpt["optimizer"])
    scheduler.load_state_dict(ckpt["scheduler"])
    torch.set_rng_state(ckpt["torch_rng"])
    name, keys, pos, has_gauss, cached = ckpt["numpy_rng"]
    np.random.set_state((name, np.array(keys, dtype=np.uint32), pos, has_gauss, cached))
    random.setstate(ckpt["python_rng"])
    if "cuda_rng" in ckpt:
        torch.cuda.set_rng_state_all(ckpt["cuda_rng"])
    return ckpt["step"]
