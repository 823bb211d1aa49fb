# Mistake: "(and, when `torch.cuda.is_available()`, the CUDA ones: `torch.cuda.get_rng_state_all()`, one state per GPU, restored with `torch.cuda.set_rng_state_all()`" — it copies section 2's accelerator line: only the current device's generator (get_device_module(run.device).get_rng_state()), and only when run.device is not the CPU, so the other GPUs' generators are lost and nothing is saved when CUDA is available but the notebook computes on the CPU.
def save_checkpoint(path, model, optimizer, scheduler, step):
    np_state = np.random.get_state()
    rng = {"torch": torch.get_rng_state(), "python": random.getstate(),
           "numpy": {"kind": np_state[0], "keys": np_state[1].tolist(), "pos": int(np_state[2]),
                     "has_gauss": int(np_state[3]), "cached": float(np_state[4])}}
    if run.device.type != "cpu":                              # the accelerator's own generator
        rng["device"] = torch.get_device_module(run.device).get_rng_state()
    torch.save({"model": model.state_dict(), "optimizer": optimizer.state_dict(),
                "scheduler": scheduler.state_dict(), "step": step, "rng": rng}, path)

def load_checkpoint(path, model, optimizer, scheduler):
    state = torch.load(path, map_location="cpu", weights_only=True)
    model.load_state_dict(state["model"])
    optimizer.load_state_dict(state["optimizer"])
    scheduler.load_state_dict(state["scheduler"])
    rng = state["rng"]
    torch.set_rng_state(rng["torch"])
    n = rng["numpy"]
    np.random.set_state((n["kind"], np.array(n["keys"], dtype=np.uint32), n["pos"], n["has_gauss"], n["cached"]))
    random.setstate(rng["python"])
    if "device" in rng:
        torch.get_device_module(run.device).set_rng_state(rng["device"])
    return state["step"]
