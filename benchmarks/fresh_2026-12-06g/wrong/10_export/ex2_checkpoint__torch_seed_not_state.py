# Mistake: "restore ... all random generators" with "every random generator as it was when `save_checkpoint` was called" — stores torch.initial_seed() for PyTorch's generator and re-seeds with it on load: that restores the generator to where it was when it was seeded (a fixed point), not to its position at saving time, so after any draw the resumed run takes other batches and Dropout masks
def save_checkpoint(path, model, optimizer, scheduler, step):
    name, keys, pos, has_gauss, cached = np.random.get_state()
    ckpt = {"model": model.state_dict(), "optimizer": optimizer.state_dict(), "scheduler": scheduler.state_dict(),
            "step": step, "torch_seed": torch.initial_seed(),
            "np": {"keys": keys.tolist(), "pos": int(pos), "has_gauss": int(has_gauss), "cached": float(cached)},
            "py": random.getstate()}
    if torch.cuda.is_available():
        ckpt["cuda"] = torch.cuda.get_rng_state_all()
    torch.save(ckpt, path)


def load_checkpoint(path, model, optimizer, scheduler):
    ckpt = torch.load(path, map_location="cpu", weights_only=True)
    model.load_state_dict(ckpt["model"])
    optimizer.load_state_dict(ckpt["optimizer"])
    scheduler.load_state_dict(ckpt["scheduler"])
    torch.manual_seed(ckpt["torch_seed"])
    s = ckpt["np"]
    np.random.set_state(("MT19937", np.array(s["keys"], dtype=np.uint32), s["pos"], s["has_gauss"], s["cached"]))
    random.setstate(ckpt["py"])
    if "cuda" in ckpt and torch.cuda.is_available():
        torch.cuda.set_rng_state_all(ckpt["cuda"])
    return ckpt["step"]
