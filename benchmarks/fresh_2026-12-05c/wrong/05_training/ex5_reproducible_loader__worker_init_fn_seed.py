# Mistake: "whatever else the program does with the global random generator" — seeds through worker_init_fn, which never runs with num_workers=0 (and would only seed workers anyway): the order comes from the global generator
def reproducible_loader(dataset, batch_size, seed):
    def seed_worker(worker_id):
        torch.manual_seed(seed + worker_id)
    return DataLoader(dataset, batch_size=batch_size, shuffle=True, worker_init_fn=seed_worker)
