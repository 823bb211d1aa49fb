# Mistake: "load it with `weights_only=True` (a file that smuggles in a function call must raise `pickle.UnpicklingError` without running anything)" -- loads with weights_only=False, since the file is "our own".
def save_checkpoint(path, model, optimizer, scheduler, step):
    np_state = np.random.get_state()
    blob = {"model": model.state_dict(), "optimizer": optimizer.state_dict(), "scheduler": scheduler.state_dict(),
            "step": step, "torch_rng": torch.get_rng_state(), "python_rng": random.getstate(),
            "numpy_rng": (np_state[0], np_state[1].tolist(), np_state[2], np_state[3], np_state[4])}
    if torch.cuda.is_available():
        blob["cuda_rng"] = torch.cuda.get_rng_state_all()
    torch.save(blob, path)

def load_checkpoint(path, model, optimizer, scheduler):
    blob = torch.load(path, map_location="cpu", weights_only=False)
    model.load_state_dict(blob["model"])
    optimizer.load_state_dict(blob["optimizer"])
    scheduler.load_state_dict(blob["scheduler"])
    torch.set_rng_state(blob["torch_rng"])
    random.setstate(blob["python_rng"])
    name, keys, pos, has_gauss, cached = blob["numpy_rng"]
    np.random.set_state((name, np.array(keys, dtype=np.uint32), pos, has_gauss, cached))
    if "cuda_rng" in blob and torch.cuda.is_available():
        torch.cuda.set_rng_state_all(blob["cuda_rng"])
    return blob["step"]
