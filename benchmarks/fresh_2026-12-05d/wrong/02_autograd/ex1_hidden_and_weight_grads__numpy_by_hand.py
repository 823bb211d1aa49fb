# Mistake: "inputs on an accelerator (a GPU): the result as the reference's, on the same device (... `.numpy()` refuses them)" — the chain rule is done by hand in NumPy, which fails for meta or accelerator inputs (and returns CPU tensors even when it does not fail).
import numpy as np


def hidden_and_weight_grads(x, y, w1, w2):
    xn, yn = x.detach().numpy(), y.detach().numpy()
    w1n, w2n = w1.detach().numpy(), w2.detach().numpy()
    z = xn @ w1n
    h = np.maximum(z, 0)
    d_pred = 2 * (h @ w2n - yn) / yn.size
    grad_h = d_pred @ w2n.T
    grad_w1 = xn.T @ (grad_h * (z > 0))
    return torch.from_numpy(grad_h), torch.from_numpy(grad_w1)
