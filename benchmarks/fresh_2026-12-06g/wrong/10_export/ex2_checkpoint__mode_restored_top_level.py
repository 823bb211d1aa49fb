# Mistake: "after `load_checkpoint`: the fresh objects as the saved ones" (the saved model possibly "training, with one submodule in eval mode") — saves model.training and restores it with model.train(flag), which sets every submodule to the top-level mode: the submodule that was in eval mode comes back in training mode (its Dropout drops, its BatchNorm updates statistics), and the resumed run differs
def _rng_states():
    name, keys, pos, has_gauss, cached = np.random.get_state()
    states = {"torch": torch.get_rng_state(), "np": [name, keys.tolist(), int(pos), int(has_gauss), float(cached)],
              "py": random.getstate()}
    if torch.cuda.is_available():
        states["cuda"] = torch.cuda.get_rng_state_all()
    return states


def save_checkpoint(path, model, optimizer, scheduler, step):
    torch.save({"model": model.state_dict(), "training": model.training, "optimizer": optimizer.state_dict(),
                "scheduler": scheduler.state_dict(), "step": step, "rng": _rng_states()}, path)


def load_checkpoint(path, model, optimizer, scheduler):
    ckpt = torch.load(path, map_location="cpu", weights_only=True)
    model.load_state_dict(ckpt["model"])
    model.train(ckpt["training"])
    optimizer.load_state_dict(ckpt["optimizer"])
    scheduler.load_state_dict(ckpt["scheduler"])
    rng = ckpt["rng"]
    torch.set_rng_state(rng["torch"])
    name, keys, pos, has_gauss, cached = rng["np"]
    np.random.set_state((name, np.array(keys, dtype=np.uint32), pos, has_gauss, cached))
    random.setstate(rng["py"])
    if "cuda" in rng and torch.cuda.is_available():
        torch.cuda.set_rng_state_all(rng["cuda"])
    return ckpt["step"]
