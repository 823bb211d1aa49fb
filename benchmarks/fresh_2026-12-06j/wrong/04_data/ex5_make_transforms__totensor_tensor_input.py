# Mistake: "accept a PIL image (or a uint8 tensor of shape (1, 28, 28))": v2.ToTensor() converts and scales only PIL images and NumPy arrays and passes a tensor through as uint8, so on a uint8 tensor input Normalize fails (it needs a float tensor) in both pipelines.
def make_transforms(mean, std):
    train_tf = v2.Compose([v2.RandomCrop(28, padding=4), v2.RandomHorizontalFlip(), v2.ToTensor(),
                           v2.Normalize(mean, std)])
    eval_tf = v2.Compose([v2.ToTensor(), v2.Normalize(mean, std)])
    return train_tf, eval_tf
