# Mistake: "`h = relu(x @ w1)`" — a hand-derived backward that forgets relu's derivative, so grad_w1 also counts units whose pre-activation is negative
def hidden_and_weight_grads(x, y, w1, w2):
    with torch.no_grad():
        h = torch.relu(x @ w1)
        pred = h @ w2
        grad_pred = 2 * (pred - y) / pred.numel()
        grad_h = grad_pred @ w2.T
        grad_w1 = x.T @ grad_h
    return grad_h, grad_w1
