# Mistake: "trains model for one pass over batches ... the model's Dropout draws from the global generator, so its masks are the reference's when the calls happen in the same order" (and "global state as found"): visiting the batches in a shuffled order (random.shuffle, "a fresh order every epoch") changes the order of the updates and which batch gets which Dropout mask, so the weights after the epoch differ from the reference's (and Python's global random generator is advanced).
import random


def train_epoch(model, optimizer, batches):
    model.train()
    order = list(range(len(batches)))
    random.shuffle(order)                                  # a fresh order every epoch
    running = 0
    for i in order:
        x, y = batches[i]
        optimizer.zero_grad()
        loss = F.cross_entropy(model(x), y)
        loss.backward()
        optimizer.step()
        running = running + loss.detach()
    return float(running / len(batches))
