# Mistake: "inputs on an accelerator (a GPU): the result as the reference's, on the same device" — the chain rule by hand builds the ReLU mask through NumPy, which refuses accelerator and meta tensors (and returns a CPU mask).
def hidden_and_weight_grads(x, y, w1, w2):
    with torch.no_grad():
        pre = x @ w1
        mask = torch.from_numpy(pre.numpy() > 0)
        h = pre * mask
        grad_pred = 2 * (h @ w2 - y) / y.numel()
        grad_h = grad_pred @ w2.T
        grad_w1 = x.T @ (grad_h * mask)
    return grad_h, grad_w1
