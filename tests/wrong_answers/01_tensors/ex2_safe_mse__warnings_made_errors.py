# Diagnosis: global-state-changed
# Mistake: "the inputs come back unchanged and global state as found" — turns the F.mse_loss broadcast warning into an error with a global warnings.simplefilter("error") that is never undone, so after one call every UserWarning in the program raises
import warnings

import torch.nn.functional as F


def safe_mse(pred: torch.Tensor, target: torch.Tensor) -> torch.Tensor:
    for t in (pred, target):
        if not (t.dim() == 1 or (t.dim() == 2 and t.shape[1] == 1)):
            raise ValueError(f"shape {tuple(t.shape)} is not (N,) or (N, 1)")
    if pred.shape[0] != target.shape[0]:
        raise ValueError(f"{pred.shape[0]} predictions against {target.shape[0]} targets")
    warnings.simplefilter("error", UserWarning)
    return F.mse_loss(pred.reshape(-1), target.reshape(-1))
