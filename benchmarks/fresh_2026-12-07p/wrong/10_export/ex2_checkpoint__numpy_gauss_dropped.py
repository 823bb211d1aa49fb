# Mistake: "after `load_checkpoint`: ... every random generator as it was when `save_checkpoint` was called": only NumPy's key array and position are saved, and the state is rebuilt with has_gauss=0 and cached_gaussian=0.0, so a run that had drawn an odd number of np.random.randn()/normal() values before saving resumes without NumPy's cached Gaussian and draws different numbers.
def save_checkpoint(path, model, optimizer, scheduler, step):
    _, keys, pos, _, _ = np.random.get_state()
    torch.save({"model": model.state_dict(), "optimizer": optimizer.state_dict(),
                "scheduler": scheduler.state_dict(), "step": step,
                "torch_rng": torch.get_rng_state(),
                "numpy_rng": {"keys": keys.tolist(), "pos": int(pos)},
                "python_rng": random.getstate(),
                **({"cuda_rng": torch.cuda.get_rng_state_all()} if torch.cuda.is_available() else {})}, path)

def load_checkpoint(path, model, optimizer, scheduler):
    ckpt = torch.load(path, map_location="cpu", weights_only=True)
    model.load_state_dict(ckpt["model"])
    optimizer.load_state_dict(ckpt["optimizer"])
    scheduler.load_state_dict(ckpt["scheduler"])
    torch.set_rng_state(ckpt["torch_rng"])
    np.random.set_state(("MT19937", np.array(ckpt["numpy_rng"]["keys"], dtype=np.uint32),
                         ckpt["numpy_rng"]["pos"], 0, 0.0))
    random.setstate(ckpt["python_rng"])
    if "cuda_rng" in ckpt and torch.cuda.is_available():
        torch.cuda.set_rng_state_all(ckpt["cuda_rng"])
    return ckpt["step"]
