# Mistake: "`y_reg`: a tensor of shape `(N, R)`" with R ∈ {1, 2}: reshaping the target with `y_reg.view(-1, 1)` assumes one regression output; for R = 2 the (2N, 1) target broadcasts against the (N, 2) prediction into (2N, 2) (a warning, no error), so the MSE and its gradient are wrong
def train_step_two_losses(shared, head_a, head_b, optimizer, x, y_class, y_reg):
    optimizer.zero_grad()
    h = torch.relu(shared(x))
    loss_a = F.cross_entropy(head_a(h), y_class)
    loss_b = F.mse_loss(head_b(h), y_reg.view(-1, 1))      # targets as a column
    total = loss_a + loss_b
    total.backward()
    optimizer.step()
    return float(total)
