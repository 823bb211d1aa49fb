# Mistake: "load it with `weights_only=True` ... and `map_location="cpu"` (the tests load a checkpoint written on a GPU machine)": torch.load is called without map_location, so a checkpoint whose storages are tagged cuda:0 fails to load on a CPU-only machine.
def save_checkpoint(path, model, optimizer, scheduler, step):
    np_state = np.random.get_state()
    ckpt = {"model": model.state_dict(), "optimizer": optimizer.state_dict(), "scheduler": scheduler.state_dict(),
            "step": step, "torch_rng": torch.get_rng_state(), "python_rng": random.getstate(),
            "numpy_rng": [np_state[0], np_state[1].tolist(), np_state[2], np_state[3], np_state[4]]}
    if torch.cuda.is_available():
        ckpt["cuda_rng"] = torch.cuda.get_rng_state_all()
    torch.save(ckpt, path)

def load_checkpoint(path, model, optimizer, scheduler):
    ckpt = torch.load(path, weights_only=True)
    model.load_state_dict(ckpt["model"])
    optimizer.load_state_dict(ckpt["optimizer"])
    scheduler.load_state_dict(ckpt["scheduler"])
    s = ckpt["numpy_rng"]
    np.random.set_state((s[0], np.array(s[1], dtype=np.uint32), s[2], s[3], s[4]))
    random.setstate(ckpt["python_rng"])
    torch.set_rng_state(ckpt["torch_rng"].cpu())
    if "cuda_rng" in ckpt and torch.cuda.is_available():
        torch.cuda.set_rng_state_all(ckpt["cuda_rng"])
    return ckpt["step"]
