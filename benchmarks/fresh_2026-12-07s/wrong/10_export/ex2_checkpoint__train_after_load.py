# Mistake: "restore everything into the given (freshly built) objects ... the same kinds as those saved, in the same modes" - calls model.train() at the end of load_checkpoint to be ready to resume, so a model given in eval mode (or with one submodule in eval) comes back in training mode.
def save_checkpoint(path, model, optimizer, scheduler, step):
    np_state = np.random.get_state()
    ckpt = {
        "model": model.state_dict(),
        "optimizer": optimizer.state_dict(),
        "scheduler": scheduler.state_dict(),
        "step": step,
        "rng": {
            "torch": torch.get_rng_state(),
            "numpy": {"kind": np_state[0], "keys": np_state[1].tolist(), "pos": np_state[2],
                      "has_gauss": np_state[3], "cached": np_state[4]},
            "python": random.getstate(),
        },
    }
    if torch.cuda.is_available():
        ckpt["rng"]["cuda"] = torch.cuda.get_rng_state_all()
    torch.save(ckpt, path)

def load_checkpoint(path, model, optimizer, scheduler):
    ckpt = torch.load(path, map_location="cpu", weights_only=True)
    model.load_state_dict(ckpt["model"])
    optimizer.load_state_dict(ckpt["optimizer"])
    scheduler.load_state_dict(ckpt["scheduler"])
    rng = ckpt["rng"]
    torch.set_rng_state(rng["torch"])
    n = rng["numpy"]
    np.random.set_state((n["kind"], np.array(n["keys"], dtype=np.uint32), n["pos"], n["has_gauss"], n["cached"]))
    random.setstate(rng["python"])
    if "cuda" in rng and torch.cuda.is_available():
        torch.cuda.set_rng_state_all(rng["cuda"])
    model.train()
    return int(ckpt["step"])
