# Mistake: "load it with `weights_only=True` ... and `map_location="cpu"` (the tests load a checkpoint written on a GPU machine)" — loads without map_location, so a checkpoint whose storages are tagged cuda:0 cannot be loaded on a CPU-only machine.
def save_checkpoint(path, model, optimizer, scheduler, step):
    np_state = np.random.get_state()
    torch.save({"model": model.state_dict(), "optimizer": optimizer.state_dict(),
                "scheduler": scheduler.state_dict(), "step": step,
                "torch_rng": torch.get_rng_state(),
                "numpy_rng": [np_state[0], np_state[1].tolist(), int(np_state[2]), int(np_state[3]), float(np_state[4])],
                "python_rng": random.getstate(),
                "cuda_rng": torch.cuda.get_rng_state_all() if torch.cuda.is_available() else []},
               path)

def load_checkpoint(path, model, optimizer, scheduler):
    ckpt = torch.load(path, weights_only=True)
    model.load_state_dict(ckpt["model"])
    optimizer.load_state_dict(ckpt["optimizer"])
    scheduler.load_state_dict(ckpt["scheduler"])
    torch.set_rng_state(ckpt["torch_rng"])
    kind, keys, pos, has_gauss, gauss = ckpt["numpy_rng"]
    np.random.set_state((kind, np.array(keys, dtype=np.uint32), pos, has_gauss, gauss))
    random.setstate(ckpt["python_rng"])
    if ckpt["cuda_rng"] and torch.cuda.is_available():
        torch.cuda.set_rng_state_all(ckpt["cuda_rng"])
    return ckpt["step"]
