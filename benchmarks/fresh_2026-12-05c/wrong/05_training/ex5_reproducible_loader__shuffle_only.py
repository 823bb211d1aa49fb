# Mistake: "whose order of batches depends **only** on `seed`" — shuffle=True alone draws from the global generator when each epoch starts; the seed is ignored
def reproducible_loader(dataset, batch_size, seed):
    return DataLoader(dataset, batch_size=batch_size, shuffle=True)
