# Mistake: "Saving must change nothing: not the model, not any random generator." — it calls model.eval() before taking the state_dict (a checkpoint is "for inference") and never switches back, so a model saved in training mode comes back in eval mode (its Dropout and BatchNorm then behave differently in the steps that follow).
def save_checkpoint(path, model, optimizer, scheduler, step):
    model.eval()
    np_state = np.random.get_state()
    torch.save({
        "model": model.state_dict(), "optimizer": optimizer.state_dict(), "scheduler": scheduler.state_dict(),
        "step": step,
        "torch_rng": torch.get_rng_state(),
        "cuda_rng": torch.cuda.get_rng_state_all() if torch.cuda.is_available() else None,
        "numpy_rng": [np_state[0], np_state[1].tolist(), np_state[2], np_state[3], np_state[4]],
        "python_rng": random.getstate(),
    }, path)

def load_checkpoint(path, model, optimizer, scheduler):
    ckpt = torch.load(path, map_location="cpu", weights_only=True)
    model.load_state_dict(ckpt["model"])
    optimizer.load_state_dict(ckpt["optimizer"])
    scheduler.load_state_dict(ckpt["scheduler"])
    torch.set_rng_state(ckpt["torch_rng"])
    kind, keys, pos, has_gauss, cached = ckpt["numpy_rng"]
    np.random.set_state((kind, np.asarray(keys, dtype=np.uint32), pos, has_gauss, cached))
    random.setstate(ckpt["python_rng"])
    if ckpt["cuda_rng"] is not None and torch.cuda.is_available():
        torch.cuda.set_rng_state_all(ckpt["cuda_rng"])
    return ckpt["step"]
