# Mistake: "every random generator as it was when `save_checkpoint` was called" - NumPy's state is stored as its keys and position only; the has_gauss flag and cached Gaussian are dropped (rebuilt as 0, 0.0), so after an odd number of np.random.randn/normal draws the restored NumPy generator differs from the saved one.
def save_checkpoint(path, model, optimizer, scheduler, step):
    _, keys, pos, _, _ = np.random.get_state()
    ckpt = {
        "model": model.state_dict(), "optimizer": optimizer.state_dict(), "scheduler": scheduler.state_dict(),
        "step": step, "torch_rng": torch.get_rng_state(),
        "numpy_keys": keys.tolist(), "numpy_pos": int(pos),
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
    np.random.set_state(("MT19937", np.array(ckpt["numpy_keys"], dtype=np.uint32), ckpt["numpy_pos"], 0, 0.0))
    random.setstate(ckpt["python_rng"])
    if "cuda_rng" in ckpt and torch.cuda.is_available():
        torch.cuda.set_rng_state_all(ckpt["cuda_rng"])
    return ckpt["step"]
