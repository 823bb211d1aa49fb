# Mistake: "when torch.cuda.is_available(), the CUDA ones: torch.cuda.get_rng_state_all(), one state per GPU, restored with torch.cuda.set_rng_state_all()": this saves and restores only the current GPU's generator (torch.cuda.get_rng_state / set_rng_state), as section 2 did, so every other GPU's generator is lost.
import random
import numpy as np

def save_checkpoint(path, model, optimizer, scheduler, step):
    np_state = np.random.get_state()
    rng = {"torch": torch.get_rng_state(),
           "numpy": {"kind": np_state[0], "keys": np_state[1].tolist(), "pos": int(np_state[2]),
                     "has_gauss": int(np_state[3]), "cached": float(np_state[4])},
           "python": random.getstate()}
    if torch.cuda.is_available():
        rng["cuda"] = torch.cuda.get_rng_state()          # the accelerator's generator
    torch.save({"model": model.state_dict(), "optimizer": optimizer.state_dict(),
                "scheduler": scheduler.state_dict(), "step": step, "rng": rng}, path)

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
        torch.cuda.set_rng_state(rng["cuda"])
    return ckpt["step"]
