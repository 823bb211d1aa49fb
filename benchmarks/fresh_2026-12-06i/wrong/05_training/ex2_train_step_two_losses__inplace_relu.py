# Mistake: "`shared` a `Linear(F, 4)` alone or followed by a nested block ..." with "h = relu(shared(x))" — applies ReLU in place on shared's output to save memory; when shared's last layer saved its output for backward (e.g. a nested block ending in Tanh) the backward fails with "modified by an inplace operation".
def train_step_two_losses(shared, head_a, head_b, optimizer, x, y_class, y_reg):
    optimizer.zero_grad()
    h = F.relu(shared(x), inplace=True)                  # no extra activation tensor
    loss = F.cross_entropy(head_a(h), y_class) + F.mse_loss(head_b(h), y_reg)
    loss.backward()
    optimizer.step()
    return float(loss)
