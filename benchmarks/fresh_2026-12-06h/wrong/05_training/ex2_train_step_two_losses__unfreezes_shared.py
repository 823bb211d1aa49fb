# Mistake: "`shared` ... possibly a frozen weight (`requires_grad=False`, never holding a `.grad`)" / "after the call, `shared`, `head_a`, `head_b` and `optimizer` as the reference leaves them" — the step calls requires_grad_(True) on the three parts "so that the gradients of both losses reach every layer", which unfreezes a frozen weight: it gets a .grad and the optimizer updates it.
def train_step_two_losses(shared, head_a, head_b, optimizer, x, y_class, y_reg):
    for part in (shared, head_a, head_b):
        part.requires_grad_(True)
    optimizer.zero_grad(set_to_none=True)
    features = shared(x).relu()
    loss = F.cross_entropy(head_a(features), y_class) + F.mse_loss(head_b(features), y_reg)
    loss.backward()
    optimizer.step()
    return loss.item()
