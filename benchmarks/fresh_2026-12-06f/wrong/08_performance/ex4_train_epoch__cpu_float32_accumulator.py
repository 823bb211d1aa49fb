# Mistake: "inputs on an accelerator (a GPU): the result as the reference's, on the same device" — the running total is a CPU float32 tensor: adding a GPU loss into it in place fails (tensors of two devices), and float64 losses are accumulated in float32
import torch
import torch.nn.functional as F


def train_epoch(model, optimizer, batches):
    model.train()
    total = torch.zeros(())
    for x, y in batches:
        optimizer.zero_grad()
        loss = F.cross_entropy(model(x), y)
        loss.backward()
        optimizer.step()
        total += loss.detach()
    return (total / len(batches)).item()
