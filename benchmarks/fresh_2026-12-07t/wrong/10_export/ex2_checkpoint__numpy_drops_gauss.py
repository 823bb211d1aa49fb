# Mistake: "every random generator as it was when `save_checkpoint` was called": only NumPy's keys and position are stored and restored as a 3-tuple, so a state saved after an odd number of np.random.randn/normal draws (has_gauss=1, a cached Gaussian) comes back without its cached value and the next normal draw differs.
def save_checkpoint(path, model, optimizer, scheduler, step):
    _, keys, pos, *_ = np.random.get_state()
    torch.save({"model": model.state_dict(), "optimizer": optimizer.state_dict(),
                "scheduler": scheduler.state_dict(), "step": step,
                "rng": {"torch": torch.get_rng_state(), "numpy_keys": keys.tolist(), "numpy_pos": int(pos),
                        "python": random.getstate(),
                        **({"cuda": torch.cuda.get_rng_state_all()} if torch.cuda.is_available() else {})}},
               path)

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
