# Mistake: "every random generator as it was when `save_checkpoint` was called" — stores only NumPy's key and position and restores has_gauss=0, so when a normal draw (np.random.randn) has left a cached Gaussian, the resumed NumPy state differs.
def save_checkpoint(path, model, optimizer, scheduler, step):
    _, keys, pos, _, _ = np.random.get_state()
    torch.save({"model": model.state_dict(), "optimizer": optimizer.state_dict(),
                "scheduler": scheduler.state_dict(), "step": step,
                "rng": {"torch": torch.get_rng_state(), "numpy_keys": keys.tolist(), "numpy_pos": int(pos),
                        "python": random.getstate(),
                        "cuda": torch.cuda.get_rng_state_all() if torch.cuda.is_available() else None}},
               path)

def load_checkpoint(path, model, optimizer, scheduler):
    ckpt = torch.load(path, map_location="cpu", weights_only=True)
    model.load_state_dict(ckpt["model"])
    optimizer.load_state_dict(ckpt["optimizer"])
    scheduler.load_state_dict(ckpt["scheduler"])
    rng = ckpt["rng"]
    torch.set_rng_state(rng["torch"])
    np.random.set_state(("MT19937", np.array(rng["numpy_keys"], dtype=np.uint32), rng["numpy_pos"], 0, 0.0))
    random.setstate(rng["python"])
    if rng["cuda"] is not None and torch.cuda.is_available():
        torch.cuda.set_rng_state_all(rng["cuda"])
    return ckpt["step"]
