# Mistake: "when torch.cuda.is_available(), the CUDA ones: torch.cuda.get_rng_state_all() ... restored with torch.cuda.set_rng_state_all()" — copies section 2's `torch.get_device_module(run.device).get_rng_state()` guarded by run.device: on a notebook computing on the CPU with CUDA available (the tests' stand-ins) no CUDA state is saved or restored, and on a GPU notebook only the current GPU's is.
def save_checkpoint(path, model, optimizer, scheduler, step):
    np_state = np.random.get_state()
    state = {"model": model.state_dict(), "optimizer": optimizer.state_dict(),
             "scheduler": scheduler.state_dict(), "step": step,
             "rng": {"torch": torch.get_rng_state(),
                     "numpy": {"kind": np_state[0], "keys": np_state[1].tolist(), "pos": np_state[2],
                               "has_gauss": np_state[3], "cached_gaussian": np_state[4]},
                     "python": random.getstate()}}
    if run.device.type != "cpu":   # the accelerator's own generator, as in section 2
        state["rng"]["device"] = torch.get_device_module(run.device).get_rng_state()
    torch.save(state, path)

def load_checkpoint(path, model, optimizer, scheduler):
    state = torch.load(path, map_location="cpu", weights_only=True)
    model.load_state_dict(state["model"])
    optimizer.load_state_dict(state["optimizer"])
    scheduler.load_state_dict(state["scheduler"])
    rng = state["rng"]
    torch.set_rng_state(rng["torch"])
    n = rng["numpy"]
    np.random.set_state((n["kind"], np.array(n["keys"], dtype=np.uint32), n["pos"], n["has_gauss"],
                         n["cached_gaussian"]))
    random.setstate(rng["python"])
    if "device" in rng:
        torch.get_device_module(run.device).set_rng_state(rng["device"])
    return state["step"]
