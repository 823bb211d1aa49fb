# Mistake: "after `load_checkpoint`: the fresh objects as the saved ones" (saved "training, with one submodule in eval mode") — stores model.training and restores it with model.train(mode), which also switches the submodule the caller left in eval mode back to training.
def save_checkpoint(path, model, optimizer, scheduler, step):
    kind, keys, pos, has_gauss, gauss = np.random.get_state()
    torch.save({"model": model.state_dict(), "training": model.training,
                "optimizer": optimizer.state_dict(), "scheduler": scheduler.state_dict(), "step": step,
                "torch_rng": torch.get_rng_state(),
                "numpy_rng": {"kind": kind, "keys": keys.tolist(), "pos": int(pos), "has_gauss": int(has_gauss),
                              "gauss": float(gauss)},
                "python_rng": random.getstate(),
                "cuda_rng": torch.cuda.get_rng_state_all() if torch.cuda.is_available() else None}, path)

def load_checkpoint(path, model, optimizer, scheduler):
    ckpt = torch.load(path, map_location="cpu", weights_only=True)
    model.load_state_dict(ckpt["model"])
    model.train(ckpt["training"])                      # back in the mode it was saved in
    optimizer.load_state_dict(ckpt["optimizer"])
    scheduler.load_state_dict(ckpt["scheduler"])
    torch.set_rng_state(ckpt["torch_rng"])
    n = ckpt["numpy_rng"]
    np.random.set_state((n["kind"], np.array(n["keys"], dtype=np.uint32), n["pos"], n["has_gauss"], n["gauss"]))
    random.setstate(ckpt["python_rng"])
    if ckpt["cuda_rng"] is not None and torch.cuda.is_available():
        torch.cuda.set_rng_state_all(ckpt["cuda_rng"])
    return ckpt["step"]
