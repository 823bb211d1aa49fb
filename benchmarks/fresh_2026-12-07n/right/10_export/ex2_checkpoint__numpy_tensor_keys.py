# Right: stores NumPy's 624 key words as an int64 tensor (which weights_only loads) and the Python state as a tuple, and restores the random generators before the objects' state_dicts.
def save_checkpoint(path, model, optimizer, scheduler, step):
    kind, keys, pos, has_gauss, cached = np.random.get_state()
    rng = {"cpu": torch.get_rng_state(),
           "numpy": (kind, torch.from_numpy(keys.astype(np.int64)), int(pos), int(has_gauss), float(cached)),
           "python": random.getstate()}
    if torch.cuda.is_available():
        rng["cuda"] = torch.cuda.get_rng_state_all()
    torch.save({"step": step, "rng": rng, "model": model.state_dict(), "optimizer": optimizer.state_dict(),
                "scheduler": scheduler.state_dict()}, path)

def load_checkpoint(path, model, optimizer, scheduler):
    ckpt = torch.load(path, weights_only=True, map_location="cpu")
    rng = ckpt["rng"]
    torch.set_rng_state(rng["cpu"])
    kind, keys, pos, has_gauss, cached = rng["numpy"]
    np.random.set_state((kind, keys.numpy().astype(np.uint32), pos, has_gauss, cached))
    random.setstate(rng["python"])
    if "cuda" in rng and torch.cuda.is_available():
        torch.cuda.set_rng_state_all(rng["cuda"])
    model.load_state_dict(ckpt["model"])
    optimizer.load_state_dict(ckpt["optimizer"])
    scheduler.load_state_dict(ckpt["scheduler"])
    return ckpt["step"]
