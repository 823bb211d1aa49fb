# Right: one torch.save of a flat dict; NumPy's state as a list of plain Python values (key array via tolist()); Python's state as lists of ints, turned back into the tuples random.setstate expects; the CUDA states saved only when CUDA is available and restored only when saved and available
import random
import numpy as np

def save_checkpoint(path, model, optimizer, scheduler, step):
    np_state = np.random.get_state()
    py_version, py_internal, py_gauss = random.getstate()
    ckpt = {
        "model": model.state_dict(),
        "optimizer": optimizer.state_dict(),
        "scheduler": scheduler.state_dict(),
        "step": step,
        "torch_rng": torch.get_rng_state(),
        "numpy_rng": [np_state[0], np_state[1].tolist(), int(np_state[2]), int(np_state[3]), float(np_state[4])],
        "python_rng": [py_version, list(py_internal), py_gauss],
    }
    if torch.cuda.is_available():
        ckpt["cuda_rng"] = torch.cuda.get_rng_state_all()
    torch.save(ckpt, path)

def load_checkpoint(path, model, optimizer, scheduler):
    ckpt = torch.load(path, map_location="cpu", weights_only=True)
    model.load_state_dict(ckpt["model"])
    optimizer.load_state_dict(ckpt["optimizer"])
    scheduler.load_state_dict(ckpt["scheduler"])
    torch.set_rng_state(ckpt["torch_rng"])
    name, keys, pos, has_gauss, gauss = ckpt["numpy_rng"]
    np.random.set_state((name, np.array(keys, dtype=np.uint32), pos, has_gauss, gauss))
    version, internal, g = ckpt["python_rng"]
    random.setstate((version, tuple(internal), g))
    if "cuda_rng" in ckpt and torch.cuda.is_available():
        torch.cuda.set_rng_state_all(ckpt["cuda_rng"])
    return ckpt["step"]
