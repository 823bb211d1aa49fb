# Mistake: "after `load_checkpoint`: ... every random generator as it was when `save_checkpoint` was called" — NumPy's state is stored as only its key and position; set_state then resets the cached Gaussian (has_gauss, cached_gaussian), so a run saved after an odd number of np.random.randn/normal draws resumes with a different next normal.
def save_checkpoint(path, model, optimizer, scheduler, step):
    _, keys, pos, *_ = np.random.get_state()
    rng = {"torch": torch.get_rng_state(), "numpy_keys": keys.tolist(), "numpy_pos": int(pos),
           "python": random.getstate()}
    if torch.cuda.is_available():
        rng["cuda"] = torch.cuda.get_rng_state_all()
    torch.save({"model": model.state_dict(), "optimizer": optimizer.state_dict(),
                "scheduler": scheduler.state_dict(), "step": step, "rng": rng}, path)

def load_checkpoint(path, model, optimizer, scheduler):
    ckpt = torch.load(path, map_location="cpu", weights_only=True)
    model.load_state_dict(ckpt["model"])
    optimizer.load_state_dict(ckpt["optimizer"])
    scheduler.load_state_dict(ckpt["scheduler"])
    rng = ckpt["rng"]
    torch.set_rng_state(rng["torch"])
    np.random.set_state(("MT19937", np.array(rng["numpy_keys"], dtype=np.uint32), rng["numpy_pos"]))
    random.setstate(rng["python"])
    if "cuda" in rng and torch.cuda.is_available():
        torch.cuda.set_rng_state_all(rng["cuda"])
    return ckpt["step"]
