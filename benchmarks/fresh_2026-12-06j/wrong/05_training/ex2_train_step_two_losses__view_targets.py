# Mistake: "y_reg: a tensor of shape (N, R)" with R in {1, 2}: reshapes the target with y_reg.reshape(-1, 1), right only for R = 1; for R = 2 the (N, 2) prediction is compared with a (2N, 1) target (broadcast, or a size error), not element by element.
def train_step_two_losses(shared, head_a, head_b, optimizer, x, y_class, y_reg):
    optimizer.zero_grad()
    h = F.relu(shared(x))
    pred_reg = head_b(h)
    loss = F.cross_entropy(head_a(h), y_class) + F.mse_loss(pred_reg, y_reg.reshape(-1, 1))
    loss.backward()
    optimizer.step()
    return float(loss)
