# Mistake: "train it in training mode (every submodule, Dropout included)" — setting model.training = True flips only the top-level flag; a model arriving in eval mode (or with its Dropout in eval) keeps Dropout off
import torch
import torch.nn.functional as F


def train_epoch(model, optimizer, batches):
    model.training = True
    total = None
    for x, y in batches:
        optimizer.zero_grad()
        loss = F.cross_entropy(model(x), y)
        loss.backward()
        optimizer.step()
        total = loss.detach() if total is None else total + loss.detach()
    return (total / len(batches)).item()
