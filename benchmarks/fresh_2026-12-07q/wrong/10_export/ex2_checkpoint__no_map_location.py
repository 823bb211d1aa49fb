# Mistake: "load it with `weights_only=True` ... and `map_location="cpu"` (the tests load a checkpoint written on a GPU machine)" - this loads without map_location, so a checkpoint whose storages are tagged cuda:0 fails to load on a CPU-only machine.
def save_checkpoint(path, model, optimizer, scheduler, step):
    st = np.random.get_state()
    torch.save({
        "model": model.state_dict(), "optimizer": optimizer.state_dict(), "scheduler": scheduler.state_dict(),
        "step": step, "torch": torch.get_rng_state(),
        "numpy": [st[0], st[1].tolist(), int(st[2]), int(st[3]), float(st[4])],
        "python": random.getstate(),
        "cuda": torch.cuda.get_rng_state_all() if torch.cuda.is_available() else None,
    }, path)

def load_checkpoint(path, model, optimizer, scheduler):
    ckpt = torch.load(path, weights_only=True)
    model.load_state_dict(ckpt["model"])
    optimizer.load_state_dict(ckpt["optimizer"])
    scheduler.load_state_dict(ckpt["scheduler"])
    torch.set_rng_state(ckpt["torch"])
    name, keys, pos, has_gauss, cached = ckpt["numpy"]
    np.random.set_state((name, np.array(keys, dtype=np.uint32), pos, has_gauss, cached))
    random.setstate(ckpt["python"])
    if ckpt["cuda"] is not None and torch.cuda.is_available():
        torch.cuda.set_rng_state_all(ckpt["cuda"])
    return ckpt["step"]
